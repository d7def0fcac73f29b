import type { ReactElement } from 'react';

// Small line drawings for the selfie tips. They only illustrate the text beside them, so screen readers skip them.

export type TipPictogram = 'clear-face' | 'varied-light' | 'close-up' | 'sunglasses' | 'group' | 'filter';

const Head = ({ cx = 20, cy = 17, r = 8 }: { cx?: number; cy?: number; r?: number }) => (
  <circle cx={cx} cy={cy} r={r} fill="none" stroke="currentColor" strokeWidth="2" />
);
const Shoulders = () => <path d="M7 37c1.5-7 6.5-10 13-10s11.5 3 13 10" fill="none" stroke="currentColor" strokeWidth="2" />;

const DRAWINGS: Record<TipPictogram, ReactElement> = {
  'clear-face': (
    <>
      <Head />
      <circle cx="17" cy="16" r="1.3" fill="currentColor" />
      <circle cx="23" cy="16" r="1.3" fill="currentColor" />
      <path d="M16.5 20c2 2 5 2 7 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <Shoulders />
    </>
  ),
  'varied-light': (
    <>
      <circle cx="12" cy="13" r="5" fill="currentColor" opacity="0.35" />
      <path d="M12 3v3M12 20v3M2 13h3M19 13h3M5 6l2 2M17 18l2 2M5 20l2-2M17 8l2-2" stroke="currentColor" strokeWidth="1.6" />
      <path d="M24 37V22h13v15" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M24 29h13" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
  'close-up': (
    <>
      <rect x="4" y="4" width="32" height="32" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeDasharray="3 3" />
      <Head cy={18} r={9} />
      <path d="M9 36c1.5-5 5.5-8 11-8s9.5 3 11 8" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  sunglasses: (
    <>
      <Head />
      <path d="M11 15h18" stroke="currentColor" strokeWidth="1.6" />
      <rect x="12.5" y="14" width="6" height="4" rx="1.5" fill="currentColor" />
      <rect x="21.5" y="14" width="6" height="4" rx="1.5" fill="currentColor" />
      <Shoulders />
    </>
  ),
  group: (
    <>
      <Head cx={11} cy={16} r={5} />
      <Head cx={29} cy={16} r={5} />
      <Head cx={20} cy={20} r={6} />
      <path d="M8 37c1-5 6-8 12-8s11 3 12 8" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  filter: (
    <>
      <Head />
      <path d="M31 4l1.5 3.5L36 9l-3.5 1.5L31 14l-1.5-3.5L26 9l3.5-1.5z" fill="currentColor" />
      <path d="M8 6l1 2 2 1-2 1-1 2-1-2-2-1 2-1z" fill="currentColor" />
      <Shoulders />
    </>
  ),
};

export function Pictogram({ name }: { name: TipPictogram }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {DRAWINGS[name]}
    </svg>
  );
}
