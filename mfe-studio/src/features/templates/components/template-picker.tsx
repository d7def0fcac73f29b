import { useState } from 'react';
import type { TemplateImage } from 'api-client';
import { imageBrowse } from '../../../components/images/image-browse';
import type { TemplateGeneration } from '../hooks/use-generate-from-template';
import { TemplateGrid } from './template-grid';
import { TemplateViewer } from './template-viewer';

interface TemplatePickerProps {
  templates: readonly TemplateImage[];
  /** Names the grid ("Templates", "Suggested templates"). */
  label: string;
  /** The model Use this template makes the photo with; null leaves the button out. */
  modelId: string | null;
  /** The page's generation, which outlives this grid (a category switch while a photo is made). */
  generation: TemplateGeneration;
}

/**
 * A grid of templates; a tile opens the viewer, whose Use this template makes a photo with the model
 * and opens it on template-complete. Both pages choose templates this way.
 */
export function TemplatePicker({ templates, label, modelId, generation }: TemplatePickerProps) {
  const [viewing, setViewing] = useState<TemplateImage | null>(null);
  const { generate, generating, progress } = generation;

  return (
    <>
      <TemplateGrid templates={templates} label={label} onOpen={setViewing} />
      {viewing && (
        <TemplateViewer
          template={viewing}
          browse={imageBrowse(templates, viewing, setViewing)}
          onUse={modelId === null ? null : () => void generate(modelId, viewing)}
          generating={generating}
          progress={progress}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
