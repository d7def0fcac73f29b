import { Fragment, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { apiFileUrl, CREDITS_PER_IMAGE, fileExtension, PROMPT_MAX, upscaleCredits, type ImageTool } from 'api-client';
import {
  Banner, BUY_CREDITS_PATH, ButtonAnchor, ButtonLink, creditsText, downloadHref, FieldError, FieldHint, media, SpendButton, theme, useCreditBalance,
} from 'shared-ui';
import { saveBlob } from '../../../lib/save-blob';
import { useImageEdit } from '../hooks/use-image-edit';
import { useMaskEditor } from '../hooks/use-mask-editor';
import { applyEditProblem, type Size } from '../mask-model';
import { BackdropPicker } from './backdrop-picker';
import { HdPicker } from './hd-picker';
import { OutfitPicker } from './outfit-picker';
import { EditResultPanel } from './edit-result';
import { MaskStage } from './mask-stage';
import { MaskToolbar } from './mask-toolbar';
import { PromptArea, PromptLabel } from '../../../components/prompt-field-parts';

export const IMAGE_ALT = 'Image to edit';
export const IMAGE_LOAD_FAILED_MESSAGE = 'Failed to load image';
export const MASK_FILE_NAME = 'mask.png';

/** One buy action for every tool of the page when the balance is short (each tool keeps its own label, disabled). */
function ShortBalanceBanner({ balance }: { balance: number }) {
  return (
    <Banner tone="info" actions={<ButtonLink to={BUY_CREDITS_PATH}>Buy credits</ButtonLink>}>
      You have {creditsText(balance)}. The tools here cost {creditsText(CREDITS_PER_IMAGE)} a photo (HD 4×: {creditsText(upscaleCredits(4))}).
    </Banner>
  );
}

// Editor and result side by side; the result goes below on phones.
const Columns = styled.div<{ $withResult: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$withResult ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  gap: 24px;
  align-items: start;
  ${media.mobile`grid-template-columns: minmax(0, 1fr);`}
`;

const Panel = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface ImageEditorProps {
  fileId: string;
  /** The image's URL as the server gave it (a path on the API). */
  fileUrl: string;
  /** Opened at a tool (`?tool=backdrop` from a viewer's Studio backdrop, `outfit`, `hd`). */
  tool?: ImageTool | null;
}

/**
 * The image tools: paint the area to change, describe it, Apply Edit; restyle it with the Ghibli filter; put it
 * on a studio backdrop; change the outfit; or make an HD copy. Opened at a tool, that tool comes right below the photo.
 */
export function ImageEditor({ fileId, fileUrl, tool = null }: ImageEditorProps) {
  const [natural, setNatural] = useState<Size | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mask = useMaskEditor(natural);
  const edit = useImageEdit(fileId);
  const src = apiFileUrl(fileUrl);
  const downloadName = `image.${fileExtension(fileUrl)}`;
  const busy = edit.working !== null;
  const balance = useCreditBalance();

  function onApplyEdit() {
    const blocked = applyEditProblem(prompt, mask.marks);
    setProblem(blocked);
    if (blocked || busy) return;
    edit.applyEdit(mask.exportPng, prompt);
  }

  async function onExport() {
    try {
      saveBlob(await mask.exportPng(), MASK_FILE_NAME);
    } catch (error) {
      console.error('Mask export failed', error);
    }
  }

  const tools: Record<ImageTool, ReactElement> = {
    backdrop: <BackdropPicker busy={busy} working={edit.working === 'backdrop'} balance={balance} focused={tool === 'backdrop'} onApply={edit.applyBackdrop} />,
    outfit: <OutfitPicker busy={busy} working={edit.working === 'outfit'} balance={balance} focused={tool === 'outfit'} onApply={edit.applyOutfit} />,
    hd: <HdPicker busy={busy} working={edit.working === 'hd'} balance={balance} natural={natural} focused={tool === 'hd'} onApply={edit.applyUpscale} />,
  };
  const laterTools = (['outfit', 'backdrop', 'hd'] as const).filter((name) => name !== tool).map((name) => <Fragment key={name}>{tools[name]}</Fragment>);
  const short = balance !== null && balance < CREDITS_PER_IMAGE;

  return (
    <Columns $withResult={busy || edit.result !== null}>
      <Panel>
        {imageFailed ? (
          <Banner tone="error">{IMAGE_LOAD_FAILED_MESSAGE}</Banner>
        ) : (
          <MaskStage
            src={src}
            alt={IMAGE_ALT}
            imageRef={mask.imageRef}
            hostRef={mask.hostRef}
            started={mask.started}
            onImageLoad={setNatural}
            onImageError={() => setImageFailed(true)}
          />
        )}
        {short && <ShortBalanceBanner balance={balance} />}
        {tool && tools[tool]}
        <MaskToolbar
          tool={mask.tool}
          onToolChange={mask.setTool}
          marks={mask.marks}
          onUndo={mask.undo}
          onClear={() => {
            mask.clear();
            setProblem(null);
          }}
          onExport={() => void onExport()}
          disabled={!mask.ready || busy}
        />
        <Field>
          <PromptLabel htmlFor="edit-prompt">Prompt</PromptLabel>
          <PromptArea
            $minHeight={88}
            id="edit-prompt"
            value={prompt}
            maxLength={PROMPT_MAX}
            placeholder="e.g. a red scarf"
            aria-describedby="edit-prompt-hint"
            onChange={(event) => {
              setPrompt(event.target.value);
              setProblem(null);
            }}
          />
          <FieldHint id="edit-prompt-hint">Paint over the area to change, then say what should be there.</FieldHint>
        </Field>
        {problem && <FieldError role="alert">{problem}</FieldError>}
        <Actions>
          <SpendButton
            variant={tool ? 'secondary' : 'primary'}
            whenShort="disabled"
            action="Apply Edit"
            cost={CREDITS_PER_IMAGE}
            balance={balance}
            busy={edit.working === 'edit'}
            busyLabel="Applying the edit…"
            disabled={(busy && edit.working !== 'edit') || !mask.ready}
            onClick={onApplyEdit}
          />
          <SpendButton
            variant="secondary"
            whenShort="disabled"
            action="Ghibli filter"
            cost={CREDITS_PER_IMAGE}
            balance={balance}
            busy={edit.working === 'filter'}
            busyLabel="Applying the filter…"
            disabled={busy && edit.working !== 'filter'}
            onClick={edit.applyGhibli}
          />
          <ButtonAnchor href={downloadHref(src, downloadName)} download={downloadName} target="_blank" rel="noopener noreferrer">
            Download Image
          </ButtonAnchor>
        </Actions>
        {laterTools}
      </Panel>
      {(busy || edit.result) && (
        <EditResultPanel working={edit.working} progress={edit.progress} remaining={edit.remaining} result={edit.result} />
      )}
    </Columns>
  );
}
