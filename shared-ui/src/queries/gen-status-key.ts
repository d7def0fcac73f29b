/** gen-status: the generation page's status; commerce's pack offers and admin's mock-mode toggle read the same key. */
export const GEN_STATUS_KEY = ['gen-status'] as const;
