export const ADMIN = { email: 'admin@e2e.test', password: 'adminpass1' };
/** A funded account for the training journey (created as an admin: the operator tool only makes admins). */
export const TRAINER = { email: 'trainer@e2e.test', password: 'trainerpass1', credits: 5000 };
