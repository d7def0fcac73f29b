import { deleteBlockedMessage } from './delete-guard';

describe('deleteBlockedMessage', () => {
  it('lets a deletion through while images remain', () => {
    expect(deleteBlockedMessage({ name: 'Anna', remaining: 3 }, 1, 'single')).toBeNull();
    expect(deleteBlockedMessage({ name: 'Anna', remaining: 3 }, 2, 'batch')).toBeNull();
  });

  it('blocks deleting the last image of a model', () => {
    expect(deleteBlockedMessage({ name: 'Anna', remaining: 1 }, 1, 'single')).toBe('Cannot delete the last image of a model');
  });

  it('blocks a batch that would remove all of the model images', () => {
    expect(deleteBlockedMessage({ name: 'Anna', remaining: 3 }, 3, 'batch')).toBe('Cannot delete all images from model "Anna"');
    expect(deleteBlockedMessage({ name: 'Anna', remaining: 1 }, 1, 'batch')).toBe('Cannot delete all images from model "Anna"');
  });
});
