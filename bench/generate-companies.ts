// The benchmark's client companies with their default organisation (Kantor Pusat, the Administrator and
// Staff roles, a Default group access, a User role: what the API creates with each company), and their users
// with profiles, branch and role links. Names are Indonesian and built from word lists, so a search for one
// company's name finds a handful of companies and a search for a common word finds thousands.
import type pg from 'pg';

// No word is a legal form and every word is plain A-Z, so a name's initials are the first letters of its
// three words, exactly as companyInitials() reads them.
const FIRST = [
  'Maju',
  'Sinar',
  'Bintang',
  'Cahaya',
  'Mitra',
  'Karya',
  'Sumber',
  'Duta',
  'Global',
  'Nusantara',
  'Prima',
  'Mega',
  'Anugerah',
  'Berkah',
  'Indah',
  'Surya',
  'Tunas',
  'Harapan',
  'Graha',
  'Pelita',
  'Samudra',
  'Buana',
  'Citra',
  'Dharma',
  'Eka',
  'Fajar',
  'Gemilang',
  'Hikmah',
  'Inti',
  'Jasa',
  'Kencana',
  'Lestari',
  'Mandiri',
  'Nirwana',
  'Omega',
  'Pancar',
  'Quantum',
  'Rajawali',
  'Sakti',
  'Teknik',
  'Utama',
  'Vista',
  'Wahana',
  'Xenia',
  'Yasa',
  'Zamrud',
  'Arta',
  'Bumi',
  'Cipta',
  'Delta',
];
const SECOND = [
  'Jaya',
  'Abadi',
  'Sentosa',
  'Makmur',
  'Sejahtera',
  'Perkasa',
  'Lancar',
  'Mulia',
  'Agung',
  'Bersama',
  'Cemerlang',
  'Damai',
  'Elok',
  'Gemilang',
  'Handal',
  'Ideal',
  'Jujur',
  'Kreasi',
  'Lintas',
  'Megah',
  'Nusa',
  'Optima',
  'Permata',
  'Raya',
  'Setia',
  'Tama',
  'Unggul',
  'Victoria',
  'Wijaya',
  'Yudha',
  'Andalan',
  'Baru',
  'Cakra',
  'Digital',
  'Energi',
  'Fortuna',
  'Garuda',
  'Harmoni',
  'Intan',
  'Kurnia',
  'Logam',
  'Mas',
  'Niaga',
  'Oriental',
  'Pratama',
  'Rezeki',
  'Sukses',
  'Trans',
  'Utomo',
  'Wisesa',
];
const THIRD = [
  'Indonesia',
  'Nusantara',
  'Sejati',
  'Lestari',
  'Persada',
  'Mandiri',
  'Teknologi',
  'Solusi',
  'Logistik',
  'Niaga',
  'Sentral',
  'Utama',
  'Group',
  'Internasional',
  'Perdana',
  'Kencana',
  'Semesta',
  'Raya',
  'Bahari',
  'Pangan',
  'Farma',
  'Medika',
  'Konstruksi',
  'Energi',
  'Properti',
  'Retailindo',
  'Distribusi',
  'Elektrik',
  'Kimia',
  'Tekstil',
  'Otomotif',
  'Agro',
  'Digital',
  'Kreatif',
  'Servis',
  'Wisata',
  'Edukasi',
  'Finansial',
  'Packaging',
  'Ekspres',
];
const CITIES: Array<[string, string]> = [
  ['Jakarta Selatan', 'DKI Jakarta'],
  ['Jakarta Pusat', 'DKI Jakarta'],
  ['Jakarta Barat', 'DKI Jakarta'],
  ['Surabaya', 'Jawa Timur'],
  ['Bandung', 'Jawa Barat'],
  ['Bekasi', 'Jawa Barat'],
  ['Tangerang', 'Banten'],
  ['Semarang', 'Jawa Tengah'],
  ['Medan', 'Sumatera Utara'],
  ['Makassar', 'Sulawesi Selatan'],
  ['Denpasar', 'Bali'],
  ['Yogyakarta', 'DI Yogyakarta'],
  ['Palembang', 'Sumatera Selatan'],
  ['Balikpapan', 'Kalimantan Timur'],
  ['Malang', 'Jawa Timur'],
  ['Batam', 'Kepulauan Riau'],
];
const GIVEN = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Andi',
  'Rina',
  'Hendra',
  'Sri',
  'Yusuf',
  'Putri',
  'Rizky',
  'Fitri',
  'Bambang',
  'Wulan',
  'Dedi',
  'Ayu',
  'Eko',
  'Lestari',
  'Fajar',
  'Nur',
];
const FAMILY = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Pratama',
  'Siregar',
  'Nasution',
  'Gunawan',
  'Halim',
  'Setiawan',
  'Rahman',
  'Susanto',
  'Lubis',
  'Tanjung',
  'Harahap',
];

export async function generateCompanies(client: pg.Client, count: number): Promise<void> {
  const words = JSON.stringify({
    first: FIRST,
    second: SECOND,
    third: THIRD,
    cities: CITIES,
    given: GIVEN,
    family: FAMILY,
  });
  await client.query(
    `create temp table bench_words as select
       array(select jsonb_array_elements_text(w->'first')) as first, array(select jsonb_array_elements_text(w->'second')) as second,
       array(select jsonb_array_elements_text(w->'third')) as third, array(select c->>0 from jsonb_array_elements(w->'cities') c) as city,
       array(select c->>1 from jsonb_array_elements(w->'cities') c) as province, array(select jsonb_array_elements_text(w->'given')) as given,
       array(select jsonb_array_elements_text(w->'family')) as family
     from (select $1::jsonb as w) s`,
    [words],
  );
  // Each company draws one of the 50 x 50 x 40 = 100,000 word combinations by hash: a few names repeat, as in life.
  await client.query(
    `insert into companies (id_company, code_company, name_company, phone_company, email, pic_email, pic_name, pic_phone, city, province,
                            country, npwp, address_company, status_type_job_order, created_at, updated_at)
     select n, initials || lpad(row_number() over (partition by initials order by n)::text, 4, '0'), name,
            '021-' || lpad((pg_temp.h(n, 21) % 10000000)::text, 7, '0'), 'info' || n || '@' || slug || '.co.id', 'pic' || n || '@' || slug || '.co.id',
            w.given[1 + pg_temp.h(n, 22) % 20] || ' ' || w.family[1 + pg_temp.h(n, 23) % 16], '08' || lpad((pg_temp.h(n, 24) % 10000000000)::text, 10, '1'),
            w.city[1 + c], w.province[1 + c], 'Indonesia',
            lpad((pg_temp.h(n, 25) % 100)::text, 2, '0') || '.' || lpad((pg_temp.h(n, 26) % 1000)::text, 3, '0') || '.' || lpad((n % 1000)::text, 3, '0') || '.1-' || lpad((n % 1000)::text, 3, '0') || '.000',
            'Jl. ' || w.second[1 + pg_temp.h(n, 27) % 50] || ' No. ' || (1 + n % 200) || ', ' || w.city[1 + c],
            (n % 2)::smallint, created, created
     from bench_words w, generate_series(1, $1::int) n
     cross join lateral (select (pg_temp.h(n, 20) % 100000)::int as k, (pg_temp.h(n, 28) % 16)::int as c,
                                now() - interval '6 years' + (n::float8 / $1::int) * interval '6 years' as created) r
     cross join lateral (select w.first[1 + k % 50] as a, w.second[1 + (k / 50) % 50] as b, w.third[1 + (k / 2500) % 40] as d) x
     cross join lateral (select (case when n % 7 = 0 then 'CV ' else 'PT ' end) || a || ' ' || b || ' ' || d as name,
                                left(a, 1) || left(b, 1) || left(d, 1) as initials, lower(a || b) as slug) y`,
    [count],
  );
  await client.query(
    `insert into code_sequences (scope, last_value)
     select 'company:' || left(code_company, 3), max(substr(code_company, 4)::int) from companies group by 1
     on conflict (scope) do update set last_value = excluded.last_value`,
  );
  // The defaults the API creates with each company, with ids derived from the company's (n, 2n-1 and 2n).
  await client.query(
    `insert into branches (id, company_id, name, is_default, created_at, updated_at) select id_company, id_company, 'Kantor Pusat', 1, created_at, created_at from companies`,
  );
  await client.query(
    `insert into rbac_roles (id, company_id, name, created_at, updated_at)
     select 2 * id_company - 1 + i, id_company, (array['Administrator', 'Staff'])[1 + i], created_at, created_at from companies, generate_series(0, 1) i`,
  );
  await client.query(
    `insert into group_accesses (id, company_id, name, created_at, updated_at) select id_company, id_company, 'Default', created_at, created_at from companies`,
  );
  await client.query(
    `insert into roles (id, company_id, name, created_at, updated_at) select id_company, id_company, 'User', created_at, created_at from companies`,
  );
}

/** Users spread over the companies (some have none, some many), each with a profile, its branch and a role. */
export async function generateUsers(
  client: pg.Client,
  count: number,
  companies: number,
  passwordHash: string,
): Promise<void> {
  await client.query(
    `insert into client_users (id, id_company, employee_id, username_user, id_group, id_role, default_branch, password_hash, created_at, updated_at)
     select n, co, 'EMP' || lpad(n::text, 7, '0'), lower(w.given[1 + g] || '.' || w.family[1 + f]) || n, co, co, co, $3, now() - (n % 2000) * interval '1 day', now() - (n % 2000) * interval '1 day'
     from bench_words w, generate_series(1, $1::int) n
     cross join lateral (select 1 + (pg_temp.h(n, 30) % $2::int)::int as co, pg_temp.h(n, 31) % 20 as g, pg_temp.h(n, 32) % 16 as f) r`,
    [count, companies, passwordHash],
  );
  await client.query(
    `insert into client_user_profiles (user_id, name_user, mobile_user)
     select u.id, initcap(replace(regexp_replace(u.username_user, '[0-9]+$', ''), '.', ' ')), '08' || lpad((pg_temp.h(u.id, 33) % 10000000000)::text, 10, '2')
     from client_users u`,
  );
  await client.query(
    `insert into user_branches (user_id, branch_id) select id, default_branch from client_users`,
  );
  await client.query(
    `insert into user_roles (user_id, rbac_role_id) select id, 2 * id_company - (id % 2) from client_users`,
  );
}
