export const ADMIN = { email: 'admin@e2e.test', password: 'adminpass1' };
