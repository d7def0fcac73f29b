import { apiFileUrl } from 'api-client';
import type { TemplateImage } from 'api-client';
import { ImageGrid } from 'shared-ui';

/** Template tiles are 300 px wide on wider screens (two columns on phones). */
export const TEMPLATE_TILE_PX = 300;

interface TemplateGridProps {
  templates: readonly TemplateImage[];
  /** Names the list for screen readers ("Templates", "Suggested templates"). */
  label: string;
  onOpen: (template: TemplateImage) => void;
}

/** Template images; each tile opens the template in the viewer. */
export function TemplateGrid({ templates, label, onOpen }: TemplateGridProps) {
  return (
    <ImageGrid<TemplateImage>
      items={templates}
      label={label}
      minTileWidth={TEMPLATE_TILE_PX}
      tile={(template, index) => ({
        key: template.fileId,
        src: apiFileUrl(template.imageUrl),
        alt: '',
        label: `Open template ${index + 1}`,
        eager: index < 6,
      })}
      onTileClick={(template) => onOpen(template)}
    />
  );
}
