// The deployment files as the tests read them: docker-compose.yml parsed, the Compose schema to check it with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const root = path.resolve(import.meta.dirname, '../../..');
export const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

export interface ComposeFile {
  services: Record<
    string,
    {
      image?: string;
      build?: unknown;
      restart?: string;
      profiles?: string[];
      environment?: Record<string, string>;
      secrets?: string[];
      command?: string[];
      healthcheck?: { test: string[] };
      ports?: string[];
      depends_on?: Record<string, unknown>;
    }
  >;
  secrets: Record<string, { environment?: string }>;
  'x-required-secrets': Record<string, string>;
}

/**
 * The Compose Specification's JSON schema (draft-07), vendored from github.com/compose-spec/compose-spec
 * (schema/compose-spec.json at 170098ba07d9, Apache-2.0): the one Docker Compose v2 validates with, which knows
 * `secrets:` from an environment variable. Its `$schema` names draft-07 by an address Ajv does not register.
 */
export function composeSchema(): object {
  const { $schema: _draft, ...schema } = JSON.parse(read('apps/api/test/fixtures/compose-spec.json')) as {
    $schema: string;
  };
  return schema;
}

export const readCompose = () => parse(read('docker-compose.yml')) as ComposeFile;
