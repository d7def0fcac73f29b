/** Who the user came as (the landing page's persona cards), stored with the account and its analytics. */
export type PersonaValue = 'influencer' | 'professional' | 'single' | 'unknown';
