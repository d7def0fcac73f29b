import { Accordion } from 'shared-ui/start-up';
import type { FaqItem } from '../../content/content.types';

/** The FAQ accordion: each item toggles open and closed on its own (shared-ui's Accordion). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return <Accordion items={items} />;
}
