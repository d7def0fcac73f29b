import { ButtonLink } from 'shared-ui';

/** Edit in the pack viewer: the studio's mask editor (/edit/:fileId) for one of the user's own pack photos. */
export function EditImageLink({ fileId }: { fileId: string }) {
  return <ButtonLink to={`/edit/${encodeURIComponent(fileId)}`}>Edit</ButtonLink>;
}
