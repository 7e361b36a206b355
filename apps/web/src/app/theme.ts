import { createTheme, defaultVariantColorsResolver, parseThemeColor } from '@mantine/core';
import type {
  CSSVariablesResolver,
  MantineColorsTuple,
  ModalProps,
  VariantColorsResolver,
} from '@mantine/core';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';

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

/**
 * Light, subtle and outline buttons and badges write their text in the colour's shade 6, which on its pale
 * background reads 2.5-3.5:1 for orange, teal, green or yellow; shade 9 reads better. A light one's background
 * is the palest shade (0): on shade 1 even teal 9 read 4.3:1 (the Audit Log's 'Tambah'); on shade 0 blue,
 * teal, cyan, red, pink, grape and gray read 4.7-6.5:1 (orange still does not: use it filled).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const color = `var(--mantine-color-${parsed.color}-9)`;
  if (input.variant !== 'light') return { ...colors, color };
  return { ...colors, color, background: `var(--mantine-color-${parsed.color}-0)` };
};

export const theme = createTheme({
  // Filled buttons and badges take black or white text, whichever reads better on their colour: white on
  // teal or red was under 4.5:1. 0.18 is where black and white reach the same contrast.
  autoContrast: true,
  luminanceThreshold: 0.18,
  variantColorResolver,
  primaryColor: 'tagih',
  primaryShade: { light: 6, dark: 4 },
  colors: { tagih },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Paper: { defaultProps: { shadow: 'xs' } },
    Table: { defaultProps: { highlightOnHoverColor: 'var(--mantine-color-tagih-light)' } },
    // Written as plain objects (what `DateInput.extend` returns), with only the props' types imported: the
    // theme is part of the login page's entry, and importing the components would bring the date pickers
    // and the dialog into it. Every calendar marks today, so a clerk picking a period sees where "now" is.
    DateInput: { defaultProps: { highlightToday: true } satisfies Partial<DateInputProps> },
    DatePickerInput: { defaultProps: { highlightToday: true } satisfies Partial<DatePickerInputProps> },
    // The dialogs' X is an icon: it is named, so screen readers announce it.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } satisfies Partial<ModalProps> },
  },
});

/**
 * Dimmed text (hints, counts, breadcrumbs) is Mantine's gray 6 by default: 3.3:1 on white, 2.9:1 on the
 * page's gray-0, under WCAG's 4.5:1. This gray reads 5.9:1 on white and 5.6:1 on gray-0.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders that are text elements (a FileInput's 'Pilih file') are read as text: 4.9:1 on white.
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#6b7178' },
  dark: {},
});
