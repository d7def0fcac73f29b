import type { AdminTemplateImage } from 'api-client';
import { countLabel, groupByClass } from './class-groups';

const image = (fileId: string, cls: AdminTemplateImage['class'], approved = true): AdminTemplateImage => ({
  fileId, imageUrl: `/${fileId}.jpg`, moderationStatus: approved ? 'approved' : 'rejected', class: cls, prompt: 'p',
  categoryId: 1, packageId: null,
});

describe('groupByClass', () => {
  it('groups in class order, skips empty classes and counts the approved', () => {
    const groups = groupByClass([image('a', 'woman'), image('b', 'man', false), image('c', 'woman', false), image('d', 'base-model')]);
    expect(groups.map((g) => g.templateClass)).toEqual(['man', 'woman', 'base-model']);
    expect(groups.map(countLabel)).toEqual(['man: 1 image, 0 approved', 'woman: 2 images, 1 approved', 'base-model: 1 image, 1 approved']);
  });
});
