// The login form's state and its submission. Two fields need no form library: the values are read from the
// form when it is sent, checked by login-fields (the rules the server's schema is built from), and a field's
// message goes as soon as it is edited, as the console's other forms do (Mantine's useForm is not part of
// the login page's download).
import { notifications } from '@mantine/notifications';
import { checkLoginFields } from '@tagih/domain/login-fields';
import type { LoginFields } from '@tagih/domain/login-fields';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError, userMessage } from '../../lib/api-errors';
import { storeSession } from '../../lib/auth';
import { loginRequest } from './api/login';

type FieldName = keyof LoginFields;

function valuesOf(form: HTMLFormElement): LoginFields {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/** Signs in and then calls `signedIn`; says what went wrong under the fields or above them otherwise. */
export function useLoginForm(signedIn: () => void | Promise<void>) {
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const refused = checkLoginFields(values);
    setErrors(refused);
    const firstRefused = (['email', 'password'] as const).find((field) => refused[field]);
    if (firstRefused) {
      form.querySelector<HTMLInputElement>(`[name="${firstRefused}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      const result = await loginRequest(values);
      storeSession(result.token, result.admin);
      // Nothing cached from an earlier session may leak into this one (the console loads the client next).
      (await import('../../lib/query-client')).queryClient.clear();
      notifications.clean(); // the failed attempts' alerts are answered
      await signedIn();
    } catch (error) {
      if (isApiError(error, 422)) {
        setErrors({
          email: error.errors.email?.join(' '),
          password: error.errors.password?.join(' '),
        });
      } else if (isApiError(error) && error.status !== 400 && error.status < 500) {
        setProblem(userMessage(error)); // 429 and friends: the global handler only logs them
      } else if (isApiError(error, 0)) {
        setProblem(userMessage(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** The props a field takes: its name, its message, and clearing that message when it is edited. */
  const field = (name: FieldName) => ({
    name,
    error: errors[name],
    onChange: () => {
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { submit, field, submitting, problem };
}
