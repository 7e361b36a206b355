// A window opened from inside the 'Data Order' dialog (the proof at full size, the publish form) is layered
// above it whatever the order of their portals in the page (both are portalled to its end, at the same
// z-index by default). Mantine layers modals at 200 and popovers (the date picker's calendar) at 300, so
// between the two: the calendar of the publish form still opens above the form.
import { getDefaultZIndex } from '@mantine/core';

export const OVER_DIALOG_Z_INDEX = getDefaultZIndex('modal') + 50;
