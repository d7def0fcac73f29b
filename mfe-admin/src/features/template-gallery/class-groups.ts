import { TEMPLATE_CLASSES, type AdminTemplateImage, type TemplateClass } from 'api-client';

export interface ClassGroup {
  templateClass: TemplateClass;
  images: AdminTemplateImage[];
  approved: number;
}

/** A category's images by class, in the classes' own order; classes without images are left out. */
export function groupByClass(images: readonly AdminTemplateImage[]): ClassGroup[] {
  return TEMPLATE_CLASSES.map((templateClass) => {
    const own = images.filter((image) => image.class === templateClass);
    return { templateClass, images: own, approved: own.filter((image) => image.moderationStatus === 'approved').length };
  }).filter((group) => group.images.length > 0);
}

export function countLabel(group: ClassGroup): string {
  const total = group.images.length;
  return `${group.templateClass}: ${total} ${total === 1 ? 'image' : 'images'}, ${group.approved} approved`;
}
