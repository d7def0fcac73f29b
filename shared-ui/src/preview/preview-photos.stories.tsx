import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import type { PreviewImage } from 'api-client';
import { PreviewPhotos } from './preview-photos';

// Inline pictures, so the stories need no server.
const picture = (colour: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="640"><rect width="512" height="640" fill="${colour}"/><text x="256" y="600" font-size="40" text-anchor="middle" fill="#fff" opacity=".7">${label}</text></svg>`,
  )}`;

const linkedin: PreviewImage = { fileId: 'f1', url: picture('#4f46e5', 'Preview'), style: 'linkedin', title: 'LinkedIn headshot', packReference: 'linkedin-headshots' };
const outdoor: PreviewImage = { fileId: 'f2', url: picture('#137a3b', 'Preview'), style: 'outdoor', title: 'Relaxed outdoor portrait', packReference: 'dating-profile' };

const meta: Meta<typeof PreviewPhotos> = {
  title: 'Preview/PreviewPhotos',
  component: PreviewPhotos,
  args: { place: 'onboarding', persona: 'professional', expectedTitles: ['LinkedIn headshot', 'Relaxed outdoor portrait'] },
  decorators: [(Story) => <MemoryRouter><div style={{ maxWidth: 400 }}><Story /></div></MemoryRouter>],
};
export default meta;
type Story = StoryObj<typeof PreviewPhotos>;

export const Waiting: Story = { args: { images: [], processing: true } };
export const OneArrived: Story = { args: { images: [linkedin], processing: true } };
export const BothReady: Story = { args: { images: [linkedin, outdoor], processing: false } };
export const Mobile: Story = { args: { images: [linkedin], processing: true }, globals: { viewport: { value: 'mobile', isRotated: false } } };
