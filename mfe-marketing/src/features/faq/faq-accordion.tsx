import { Accordion } from 'shared-ui';
import type { FaqItem } from '../../content/content.types';

/** Part 1 §2 FAQ accordion: each item toggles open and closed on its own (shared-ui's Accordion). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return <Accordion items={items} />;
}
