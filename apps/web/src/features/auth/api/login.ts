import { API_ROUTES, type TokenReply } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, loadOAuthClient } from '#web/lib/api-client';

/** Credentials typed into the login form. */
export type Credentials = { email: string; password: string };

/** Signs in with the OAuth2 password grant and returns the tokens. */
export const login = async ({ email, password }: Credentials): Promise<TokenReply> =>
  apiClient.postForm<TokenReply>(
    API_ROUTES.createToken.path,
    { grant_type: 'password', username: email.trim(), password, ...(await loadOAuthClient()) },
    { auth: false },
  );

/** The sign-in mutation. */
export const useLogin = () => useMutation({ mutationFn: login });
