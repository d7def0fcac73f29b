import { formatCredits } from '../format/format-credits';

/** "10 credits", "1 credit", "1150 credits": a cost as the site writes it everywhere. */
export const creditsText = (credits: number) => `${formatCredits(credits)} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;

/** What a button that spends credits reads: its action and its cost, before the click ("Generate again · 10 credits"). */
export const spendLabel = (action: string, credits: number) => `${action} · ${creditsText(credits)}`;
