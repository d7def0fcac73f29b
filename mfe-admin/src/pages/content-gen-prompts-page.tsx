import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, Page, PageTitle, SelectField, Spinner, Stack, usePageMeta } from 'shared-ui';
import { packLabel, PACKS_LOAD_FAILED_MESSAGE } from '../features/content-selectors/components/content-selectors';
import { PromptItem } from '../features/pack-prompts/components/prompt-item';
import { loadedData, useAdminPhotoPacks, usePackPrompts } from '../lib/content-gen-queries';
import { contentGenPath, parseId, promptsPath } from '../lib/content-gen-selection';

export const PROMPTS_LOAD_FAILED_MESSAGE = 'Failed to load the prompts of this pack';
export const NO_PROMPTS_MESSAGE = 'This pack has no template images yet. Add some from the content generator.';
export const UNKNOWN_PACK_MESSAGE = 'There is no photo pack with this id.';
export const REMOVED_MESSAGE = 'Image removed from the pack.';

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /content-gen-prompts/:packageId: every template image of a pack with its prompt to edit. The spec's
 * /content-gen-prompts (no id, or ?pack=<id>) opens with a pack chooser. Exposed as `./ContentGenPromptsPage`.
 */
export default function ContentGenPromptsPage() {
  usePageMeta({ title: 'Pack prompts', noindex: true });
  const routeId = useParams().packageId;
  const [query] = useSearchParams();
  const chosen = routeId ?? query.get('pack');
  const packageId = parseId(chosen);
  const prompts = usePackPrompts(packageId);
  const packs = useAdminPhotoPacks();
  const navigate = useNavigate();
  const [removed, setRemoved] = useState(0);
  const pack = loadedData(packs)?.photoPacks.find((p) => p.PackageID === packageId);
  const items = prompts.status === 'success' ? prompts.data.promptItems : null;

  return (
    <Page>
      <p>
        <Link to={contentGenPath(packageId)}>Back to Content Generator</Link>
      </p>
      <PageTitle>{pack ? `Prompts: ${pack.Title}` : 'Pack prompts'}</PageTitle>
      <Stack gap={16}>
        <p role="status">{removed > 0 ? REMOVED_MESSAGE : ''}</p>
        {chosen === null || chosen === undefined ? (
          <SelectField
            label="Photo pack"
            value=""
            placeholder="Choose a pack"
            disabled={packs.status !== 'success'}
            onChange={(event) => event.target.value && navigate(promptsPath(Number(event.target.value)))}
            options={(loadedData(packs)?.photoPacks ?? []).map((option) => ({ value: String(option.PackageID), label: packLabel(option) }))}
          />
        ) : packageId === null && <Banner tone="error">{UNKNOWN_PACK_MESSAGE}</Banner>}
        {packs.status === 'error' && <Banner tone="error">{PACKS_LOAD_FAILED_MESSAGE}</Banner>}
        {packageId !== null && prompts.status === 'loading' && <Spinner label="Loading prompts" />}
        {prompts.status === 'error' && (
          <Banner tone="error" actions={<Button variant="secondary" onClick={() => void prompts.refetch()}>Retry</Button>}>
            {PROMPTS_LOAD_FAILED_MESSAGE}
          </Banner>
        )}
        {items?.length === 0 && <p>{NO_PROMPTS_MESSAGE}</p>}
        {items && items.length > 0 && (
          <List aria-label="Template images of the pack">
            {items.map((item, index) => (
              <PromptItem key={item.fileId} item={item} number={index + 1} onRemoved={() => setRemoved((n) => n + 1)} />
            ))}
          </List>
        )}
      </Stack>
    </Page>
  );
}
