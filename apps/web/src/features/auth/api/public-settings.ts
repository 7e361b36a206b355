import type { PublicSettings } from '@tagih/domain/schemas/auth';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

/** The default look of the login page (spec section 9), used until or unless the settings arrive. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  button_color: '#0f4c81',
  background_url: null,
  background_form_url: null,
};

/** The last look read in this tab: shown at once when the login page opens again, while it is asked anew. */
let lastRead: PublicSettings = DEFAULT_PUBLIC_SETTINGS;

/**
 * `GET /public/settings`: the login page's appearance, asked each time the page opens (so a look just changed
 * in 'Setting' shows after signing out). A plain request, not a query: the login page goes without the query
 * client, which loads only after sign-in. A failure is only logged; the last look (or the default) stays.
 */
export function usePublicSettings(): PublicSettings {
  const [settings, setSettings] = useState(lastRead);
  useEffect(() => {
    const request = new AbortController();
    api
      .get<Envelope<PublicSettings>>('/public/settings', {
        auth: false,
        signal: request.signal,
        silent: true,
      })
      .then(({ data }) => {
        lastRead = data;
        setSettings(data);
      })
      .catch(() => {}); // logged by the client; a cancelled request needs nothing either
    return () => request.abort();
  }, []);
  return settings;
}
