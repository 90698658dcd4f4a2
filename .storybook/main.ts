import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Component stories sit beside their component; screen stories live in stories/.
  stories: ['../src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // .storybook/public holds mockServiceWorker.js: MSW is for stories only, never shipped in the app build.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
};

export default config;
