/** Runtime settings for tests: a fixed pre-hash salt and suffix, Google sign-in off. */
export const TEST_SETTINGS = {
  basePath: '',
  passwordSalt: '$2a$10$abcdefghijklmnopqrstuv',
  passwordSuffix: 'suffix',
  googleClientId: null as string | null,
  supportEmails: { payments: 'pay@example.com', models: 'models@example.com' },
};
