import { editImagePath } from 'api-client';
import { ButtonLink } from 'shared-ui';

/** Edit, Change outfit, Studio backdrop and HD in the pack viewer: the studio's image tools (/edit/:fileId) for one of the user's own pack photos. */
export function EditImageLink({ fileId }: { fileId: string }) {
  return (
    <>
      <ButtonLink to={editImagePath(fileId)}>Edit</ButtonLink>
      <ButtonLink to={editImagePath(fileId, 'outfit')}>Change outfit</ButtonLink>
      <ButtonLink to={editImagePath(fileId, 'backdrop')}>Studio backdrop</ButtonLink>
      <ButtonLink to={editImagePath(fileId, 'hd')}>HD</ButtonLink>
    </>
  );
}
