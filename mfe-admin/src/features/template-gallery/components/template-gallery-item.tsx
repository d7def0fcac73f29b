import { useState } from 'react';
import type { AdminTemplateImage } from 'api-client';
import { ConfirmDialog } from 'shared-ui';
import { useTemplateActions } from '../hooks/use-template-actions';
import { TemplateCard } from './template-card';

interface TemplateGalleryItemProps {
  image: AdminTemplateImage;
  label: string;
  packId: number | null;
  otherPackTitle?: string;
  onExpand: () => void;
}

/** One image of the gallery with its actions, busy while one of them runs; Delete asks first. */
export function TemplateGalleryItem({ image, label, packId, otherPackTitle, onExpand }: TemplateGalleryItemProps) {
  const actions = useTemplateActions(image, packId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <TemplateCard
        image={image}
        label={label}
        packId={packId}
        otherPackTitle={otherPackTitle}
        busy={actions.busy}
        onExpand={onExpand}
        onToggleApproval={actions.toggleApproval}
        onAddToPack={actions.addToPack}
        onRemoveFromPack={actions.removeFromPack}
        onDelete={() => setConfirming(true)}
      />
      {/* A portal: it opens over the page, not inside the grid. */}
      <ConfirmDialog
        open={confirming}
        title="Delete this template image?"
        message="The image and its prompt are removed for good."
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          actions.remove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
