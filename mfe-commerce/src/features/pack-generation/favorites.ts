import type { LikeFavoritesRequest } from 'api-client';

interface LikeableImage {
  fileId: string;
  isLiked: boolean;
}

/** The like-favorites body: every image of the pack, on one side or the other. */
export function favoritesPayload(images: readonly LikeableImage[], liked: ReadonlySet<string>): LikeFavoritesRequest {
  return {
    liked: images.filter((image) => liked.has(image.fileId)).map((image) => image.fileId),
    notLiked: images.filter((image) => !liked.has(image.fileId)).map((image) => image.fileId),
  };
}

/** Pack-inspect's Show favorites only starts on when any image is liked. */
export function favoritesOnlyByDefault(images: readonly LikeableImage[]): boolean {
  return images.some((image) => image.isLiked);
}
