import { useState } from 'react';
import { createPack, errorMessage, updatePack, type CreatePackRequest } from 'api-client';
import { Banner, Spinner, useApiMutation } from 'shared-ui';
import { SectionCard } from '../../../components/section-card';
import { loadedData, useAdminPhotoPacks } from '../../../lib/content-gen-queries';
import { PackForm, type PackSaveKind } from './pack-form';

export const PACK_CREATED_MESSAGE = 'Pack created.';
export const PACK_UPDATED_MESSAGE = 'Pack updated.';
export const PACK_NOT_FOUND_MESSAGE = 'The selected photo pack does not exist. Fill in the form to create a new one.';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

interface PackEditorProps {
  packId: number | null;
  /** A new pack becomes the selected one. */
  onCreated: (packId: number) => void;
}

/** Creates a pack, or changes the selected one. */
export function PackEditor({ packId, onCreated }: PackEditorProps) {
  const packs = useAdminPhotoPacks();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const editing = packId === null ? null : (loadedData(packs)?.photoPacks.find((p) => p.PackageID === packId) ?? null);
  const waiting = packId !== null && packs.status === 'loading';

  // The form waits until the packs have reloaded, so the list and the form agree when it is free again.
  const save = useApiMutation(
    ({ kind, request }: { kind: PackSaveKind; request: CreatePackRequest }) =>
      kind === 'update' && editing ? updatePack({ ...request, packageId: editing.PackageID }) : createPack(request),
    {
      onSuccess: async ({ newPack }, { kind }) => {
        await packs.refetch();
        setOutcome({ tone: 'success', text: kind === 'update' ? PACK_UPDATED_MESSAGE : PACK_CREATED_MESSAGE });
        if (kind === 'create') onCreated(newPack.PackageID);
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
    },
  );
  const submit = (kind: PackSaveKind, request: CreatePackRequest) => {
    setOutcome(null);
    save.mutate({ kind, request });
  };

  return (
    <SectionCard title={editing ? `Edit pack: ${editing.Title}` : 'New pack'}>
      {/* Outside the form: a new pack becomes the selected one, and the list may reload meanwhile. */}
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      {waiting ? (
        <Spinner label="Loading photo packs" />
      ) : (
        <PackForm key={editing?.PackageID ?? 'new'} editing={editing} onSubmit={submit} saving={save.isPending ? (save.variables?.kind ?? null) : null}>
          {packId !== null && !editing && packs.status === 'success' && <Banner tone="warning">{PACK_NOT_FOUND_MESSAGE}</Banner>}
        </PackForm>
      )}
    </SectionCard>
  );
}

