import type { PhotoPack } from 'api-client';
import { ConfirmDialog, DetailList, formatCredits, spendLabel } from 'shared-ui';

export interface ConfirmPackDialogProps {
  pack: PhotoPack | null;
  credits: number;
  onConfirm: (pack: PhotoPack) => void;
  onCancel: () => void;
}

/** Confirm Pack Purchase: the cost and the credits left after it, before any credit is spent. */
export function ConfirmPackDialog({ pack, credits, onConfirm, onCancel }: ConfirmPackDialogProps) {
  return (
    <ConfirmDialog
      open={pack !== null}
      title="Confirm Pack Purchase"
      confirmLabel={pack ? spendLabel('Generate Pack', pack.Credits) : 'Generate Pack'}
      onConfirm={() => pack && onConfirm(pack)}
      onCancel={onCancel}
      message={
        pack && (
          <DetailList
            rows={[
              ['Pack', pack.Title],
              ['Cost', `${formatCredits(pack.Credits)} credits`],
              ['Credits remaining', `${formatCredits(credits - pack.Credits)} credits`],
            ]}
          />
        )
      }
    />
  );
}
