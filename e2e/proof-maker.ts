// Maker-checker (issue 33) is on by default: the administrator who uploads a proof may not approve it. Browser
// tests upload proofs as a second administrator, the 'maker' (role sales, which may upload proofs), made
// through the 'Administrator' API as a careful admin would: a one-time password, changed at first sign-in.
const MAKER_PASSWORD = 'pengunggah-Tagih-2026';

export interface Maker {
  name: string;
  email: string;
  password: string;
  /** The API with the maker's token. */
  api(path: string, init?: RequestInit): Promise<Response>;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Makes an administrator of `role` through `api` (an admin's) and signs them in with a password of their own. */
export async function makeAdministrator(
  baseUrl: string,
  api: (path: string, init?: RequestInit) => Promise<Response>,
  who: { name: string; email: string; role: string },
): Promise<Maker> {
  const stored = await api('/admins/store', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const { one_time_password } = (await json<{ data: { one_time_password: string } }>(stored)).data;
  const signIn = async (password: string) =>
    (
      await json<{ data: { token: string } }>(
        await fetch(`${baseUrl}/api/login-admin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: who.email, password }),
        }),
      )
    ).data.token;
  const first = await signIn(one_time_password);
  await json(
    await fetch(`${baseUrl}/api/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first}` },
      body: JSON.stringify({
        current_password: one_time_password,
        new_password: MAKER_PASSWORD,
        new_password_confirmation: MAKER_PASSWORD,
      }),
    }),
  );
  const token = await signIn(MAKER_PASSWORD);
  return {
    ...who,
    password: MAKER_PASSWORD,
    api: (path, init = {}) =>
      fetch(`${baseUrl}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      }),
  };
}

/** Once per server: the sales 'maker' that browser tests upload proofs as. */
export function proofMaker(
  baseUrl: () => string,
  api: (path: string, init?: RequestInit) => Promise<Response>,
) {
  let maker: Promise<Maker> | null = null;
  return () =>
    (maker ??= makeAdministrator(baseUrl(), api, {
      name: 'Pengunggah Bukti',
      email: 'pengunggah@tagih.local',
      role: 'sales',
    }));
}
