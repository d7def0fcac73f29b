import type { Preview } from '@storybook/react-webpack5';
import { GlobalStyle } from '../src/theme/global-style';

const preview: Preview = {
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' } },
        breakpoint: { name: 'Breakpoint (760 px)', styles: { width: '760px', height: '900px' } },
      },
    },
  },
};

export default preview;
