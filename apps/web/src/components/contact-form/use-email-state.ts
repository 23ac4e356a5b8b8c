import { TIMINGS } from '@door/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { checkEmail, type EmailState } from './contact-form-model';

/** The e-mail's verdict 700 ms after typing stops (§5, §9): unchecked while typing or empty, then valid or invalid. */
export const useEmailState = (email: string): EmailState => {
  const [settled] = useDebouncedValue(email, TIMINGS.emailCheckDelay);
  return settled === email ? checkEmail(email) : 'unchecked';
};
