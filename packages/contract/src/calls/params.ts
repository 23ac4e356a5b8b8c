import { z } from 'zod';
import { guidSchema } from '../common';

/** Path parameter `{id}` of the calls on one sales document. */
export const salesDocumentParams = z.object({ id: guidSchema.describe('The sales document') });
