// When an invoice was sent, as the order screens say it: Jakarta wall-clock time with 'WIB'.
import { createdOn } from '../order-dates';

export const sentAt = (iso: string) => `${createdOn(iso)} WIB`;
