import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { prehashedPasswordSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

export const DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE = 'That password is not right. Your account was not deleted.';
export const DELETE_ACCOUNT_WRONG_CODE_MESSAGE = 'That code is not right or has expired. Your account was not deleted.';
export const DELETE_ACCOUNT_CODE_SENT_MESSAGE = 'We have e-mailed you a code. Enter it here to delete your account.';

/**
 * Deletes the signed-in account. Confirmed by the account's password (pre-hashed, as sign-in sends it), or,
 * for an account without a password (Google sign-in), by a code: a first call without a password or a
 * code e-mails one and answers 'code-sent'.
 */
export const deleteAccountCall = defineCall({
  path: 'auth-service/delete-account',
  method: 'POST',
  access: 'user',
  summary:
    'Delete the signed-in account: cancels the subscription, deletes every model, image and file, sessions, codes and analytics; keeps the ledger and payments under a tombstone. Confirmed by password or an e-mailed code',
  request: z.object({
    password: prehashedPasswordSchema.optional(),
    code: z.string().regex(/^\d{6}$/, 'code must be 6 digits').optional(),
  }),
  reply: z.object({ status: z.enum(['deleted', 'code-sent', 'wrong-password', 'wrong-code', 'rate-limited']) }),
});
export type DeleteAccountRequest = RequestOf<typeof deleteAccountCall>;
export type DeleteAccountReply = ReplyOf<typeof deleteAccountCall>;
export const deleteAccount = (request: DeleteAccountRequest) => callApi(deleteAccountCall, request);
