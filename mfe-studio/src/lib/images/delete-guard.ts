import { cannotDeleteAllMessage, LAST_IMAGE_MESSAGE } from 'api-client';

/**
 * A model keeps at least one image. Checked before anything is sent, with the messages the
 * server would give. Returns the message to show, or null when the deletion may go ahead.
 */
export function deleteBlockedMessage(
  model: { name: string; remaining: number },
  deleting: number,
  kind: 'single' | 'batch',
): string | null {
  if (deleting <= 0 || deleting < model.remaining) return null;
  return kind === 'single' ? LAST_IMAGE_MESSAGE : cannotDeleteAllMessage(model.name);
}
