import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

/** Tagih blue, built around the login button's default colour #0f4c81 (spec section 9) at shade 6. */
const tagih: MantineColorsTuple = [
  '#e8f1f9',
  '#cfe0f0',
  '#9ebfe0',
  '#6a9ccf',
  '#407fc0',
  '#2467a9',
  '#0f4c81',
  '#0c4273',
  '#083762',
  '#042b50',
];

export const theme = createTheme({
  primaryColor: 'tagih',
  primaryShade: { light: 6, dark: 4 },
  colors: { tagih },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Paper: { defaultProps: { shadow: 'xs' } },
    Table: { defaultProps: { highlightOnHoverColor: 'var(--mantine-color-tagih-light)' } },
  },
});
