import { apiFileUrl, CREDITS_PER_IMAGE } from 'api-client';
import { useNavigate } from 'react-router-dom';
import type { TemplateImage } from 'api-client';
import { Button, ImageViewer, SpendButton, useCreditBalance } from 'shared-ui';
import type { ImageBrowse } from '../../../components/images/image-browse';
import { ImageViewerCaption } from '../../../components/images/image-viewer-caption';
import { refineOnGenPath } from '../template-model';

interface TemplateViewerProps {
  template: TemplateImage;
  browse?: ImageBrowse;
  /** Null when there is no model to make it with (the button is then left out). */
  onUse: (() => void) | null;
  generating: boolean;
  progress: number | null;
  onClose: () => void;
}

/**
 * A template full screen with its prompt: Use this template makes it with the model (its cost on the
 * button), Refine this prompt opens the generation page with the prompt to change.
 */
export function TemplateViewer({ template, browse, onUse, generating, progress, onClose }: TemplateViewerProps) {
  const navigate = useNavigate();
  const balance = useCreditBalance();
  return (
    <ImageViewer
      open
      src={apiFileUrl(template.imageUrl)}
      alt="Template"
      caption={<ImageViewerCaption prompt={template.prompt} />}
      progress={generating ? progress : null}
      position={browse?.position}
      onPrevious={generating ? undefined : browse?.onPrevious}
      onNext={generating ? undefined : browse?.onNext}
      onClose={onClose}
      actions={
        <>
          {onUse && (
            <SpendButton
              action="Use this template"
              cost={CREDITS_PER_IMAGE}
              balance={generating ? null : balance}
              busy={generating}
              busyLabel="Generating…"
              onClick={onUse}
            />
          )}
          <Button variant="secondary" disabled={!template.prompt} onClick={() => navigate(refineOnGenPath(template.prompt))}>
            Refine this prompt
          </Button>
        </>
      }
    />
  );
}
