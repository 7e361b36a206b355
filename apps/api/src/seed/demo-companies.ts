// Demo client companies and their users, stored through the same repositories as the API, so their codes
// come from the code sequences and each company has its default branch and roles.
import { npwp16 } from '@tagih/domain/schemas/tax';
import type { Db } from '@tagih/db';
import type { CompanyValues } from '@tagih/domain/schemas/company';
import { userRepository } from '../repositories/client-users.ts';
import { companyRepository } from '../repositories/companies.ts';
import { addBranch, searchLookup } from '../repositories/company-lookups.ts';

const context = { adminId: null, requestId: 'demo-seed' };

type DemoCompany = Pick<
  CompanyValues,
  'name_company' | 'city' | 'province' | 'address_company' | 'npwp' | 'phone_company'
> & {
  domain: string;
  pic: string;
  branches: string[];
  users: Array<[name: string, mobile: string]>;
  type: number;
};

const COMPANIES: DemoCompany[] = [
  {
    name_company: 'PT Maju Jaya Abadi',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    address_company: 'Jl. Jend. Sudirman Kav. 21, Karet, Setiabudi',
    npwp: '012345678901000',
    phone_company: '0215201234',
    domain: 'majujaya.co.id',
    pic: 'Budi Santoso',
    branches: ['Cabang Surabaya'],
    users: [
      ['Rina Wijaya', '081298765432'],
      ['Agus Salim', '081311223344'],
      ['Dewi Lestari', '085711223344'],
    ],
    type: 0,
  },
  {
    name_company: 'PT Sinar Mas Logistik',
    city: 'Surabaya',
    province: 'Jawa Timur',
    address_company: 'Jl. Rungkut Industri III No. 12, Rungkut',
    npwp: '023456789012000',
    phone_company: '0318432100',
    domain: 'sinarmaslog.co.id',
    pic: 'Hendra Gunawan',
    branches: ['Gudang Sidoarjo'],
    users: [
      ['Fajar Nugroho', '081332214455'],
      ['Lina Marlina', '082143215678'],
    ],
    type: 1,
  },
  {
    name_company: 'CV Berkah Sentosa',
    city: 'Bandung',
    province: 'Jawa Barat',
    address_company: 'Jl. Soekarno-Hatta No. 456, Batununggal',
    npwp: '034567890123000',
    phone_company: '0227301122',
    domain: 'berkahsentosa.id',
    pic: 'Asep Sunandar',
    branches: [],
    users: [
      ['Yuni Kartika', '081221334455'],
      ['Dadang Hermawan', '085720112233'],
    ],
    type: 0,
  },
  {
    name_company: 'PT Nusantara Digital Teknologi',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    address_company: 'Menara Thamrin Lt. 12, Jl. M.H. Thamrin Kav. 3',
    npwp: '3171012345670001',
    phone_company: '0213909876',
    domain: 'nusantaradigital.com',
    pic: 'Andi Pratama',
    branches: ['Kantor Yogyakarta', 'Kantor Makassar'],
    users: [
      ['Putri Maharani', '081287650011'],
      ['Rizky Ramadhan', '081399887766'],
      ['Siti Nurhaliza', '087812345678'],
    ],
    type: 2,
  },
  {
    name_company: 'PT Medan Agro Lestari',
    city: 'Medan',
    province: 'Sumatera Utara',
    address_company: 'Jl. Gatot Subroto No. 88, Medan Petisah',
    npwp: '045678901234000',
    phone_company: '0614567890',
    domain: 'medanagro.co.id',
    pic: 'Tigor Simanjuntak',
    branches: ['Kebun Deli Serdang'],
    users: [
      ['Rudi Hartono Siregar', '081265432100'],
      ['Maya Sari Lubis', '082166778899'],
    ],
    type: 3,
  },
  {
    name_company: 'CV Karya Mandiri Teknik',
    city: 'Surabaya',
    province: 'Jawa Timur',
    address_company: 'Jl. Kenjeran No. 250, Tambaksari',
    npwp: '056789012345000',
    phone_company: '0313812233',
    domain: 'karyamandiriteknik.com',
    pic: 'Bambang Wibisono',
    branches: [],
    users: [
      ['Eko Prasetyo', '081330998877'],
      ['Wulan Sari', '085655443322'],
    ],
    type: 0,
  },
  {
    name_company: 'PT Sejahtera Bersama Tbk',
    city: 'Jakarta Barat',
    province: 'DKI Jakarta',
    address_company: 'Jl. Daan Mogot Km. 11, Cengkareng',
    npwp: '067890123456000',
    phone_company: '0215448899',
    domain: 'sejahterabersama.co.id',
    pic: 'Lukas Tanoto',
    branches: ['Cabang Bekasi', 'Cabang Tangerang'],
    users: [
      ['Indah Permatasari', '081210203040'],
      ['Yoga Aditya', '081310203040'],
      ['Citra Kirana', '081910203040'],
    ],
    type: 4,
  },
  {
    name_company: 'PT Parahyangan Kreasi Media',
    city: 'Bandung',
    province: 'Jawa Barat',
    address_company: 'Jl. Ir. H. Juanda No. 120, Dago, Coblong',
    npwp: '078901234567000',
    phone_company: '0222501234',
    domain: 'parahyangankreasi.id',
    pic: 'Rangga Permana',
    branches: [],
    users: [
      ['Nadia Safitri', '081322110099'],
      ['Galih Saputra', '087722110099'],
    ],
    type: 1,
  },
  {
    name_company: 'UD Sumber Rejeki',
    city: 'Medan',
    province: 'Sumatera Utara',
    address_company: 'Jl. Sisingamangaraja No. 45, Medan Kota',
    npwp: '089012345678000',
    phone_company: '0617321456',
    domain: 'sumberrejeki.id',
    pic: 'Ahmad Nasution',
    branches: [],
    users: [
      ['Sri Wahyuni', '081370605040'],
      ['Hotman Pardede', '082170605040'],
    ],
    type: 0,
  },
  {
    name_company: 'PT Global Prima Farma',
    city: 'Jakarta Timur',
    province: 'DKI Jakarta',
    address_company: 'Kawasan Industri Pulogadung, Jl. Rawa Gelam IV No. 9',
    npwp: '3175098765430002',
    phone_company: '0214609988',
    domain: 'globalprimafarma.co.id',
    pic: 'dr. Kartika Sari',
    branches: ['Depo Surabaya', 'Depo Medan'],
    users: [
      ['Arief Rahman', '081211009988'],
      ['Melati Puspita', '081511009988'],
      ['Hendro Kusumo', '081611009988'],
    ],
    type: 2,
  },
  {
    name_company: 'CV Surya Abadi Elektrik',
    city: 'Surabaya',
    province: 'Jawa Timur',
    address_company: 'Jl. Raya Darmo No. 77, Wonokromo',
    npwp: '090123456789000',
    phone_company: '0315671234',
    domain: 'suryaabadielektrik.com',
    pic: 'Slamet Riyadi',
    branches: [],
    users: [
      ['Tono Sugiarto', '081234509876'],
      ['Ratna Dewi', '085234509876'],
    ],
    type: 0,
  },
  {
    name_company: 'PT Bandung Tekstil Utama',
    city: 'Bandung',
    province: 'Jawa Barat',
    address_company: 'Jl. Moh. Toha Km. 6, Dayeuhkolot',
    npwp: '001234567890000',
    phone_company: '0225201199',
    domain: 'bandungtekstil.co.id',
    pic: 'Iwan Setiawan',
    branches: ['Pabrik Majalaya'],
    users: [
      ['Ujang Suherman', '081322334411'],
      ['Lilis Suryani', '081322334422'],
    ],
    type: 3,
  },
];

const emailName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join('.');

export async function seedCompaniesDemo(db: Db): Promise<void> {
  for (const [index, demo] of COMPANIES.entries()) {
    const { domain, pic, branches: extraBranches, users, type, ...fields } = demo;
    const company = await companyRepository.store(
      db,
      {
        ...fields,
        email: `info@${domain}`,
        pic_email: `${emailName(pic)}@${domain}`,
        pic_name: pic,
        pic_phone: `0812${String(70_000_000 + index * 1_234_567).slice(0, 8)}`,
        fax_number: fields.phone_company ? `${fields.phone_company.slice(0, -1)}9` : null,
        country: 'Indonesia',
        status_type_job_order: type,
        // Stored as the form stores them: a 15-digit NPWP with its leading 0, the head office's NITKU.
        npwp: npwp16(fields.npwp),
        nik: null,
        nitku: fields.npwp ? `${npwp16(fields.npwp)}000000` : null,
      },
      context,
    );
    for (const name of extraBranches) await addBranch(db, { company_id: company.id_company, name }, context);
    const query = { name: '', company_id: company.id_company };
    const branchIds = (await searchLookup(db, 'branches', query)).map((branch) => branch.id);
    const [administrator, staff] = await searchLookup(db, 'rbacRoles', query);
    const [group] = await searchLookup(db, 'groupAccesses', query);
    const [role] = await searchLookup(db, 'roles', query);
    for (const [position, [name, mobile]] of users.entries()) {
      await userRepository.store(
        db,
        {
          id: null,
          id_company: company.id_company,
          // The first user works across every branch as an administrator; the others at one branch as staff.
          branchs_id: position === 0 ? branchIds : [branchIds[position % branchIds.length]!],
          user_roles_id: [position === 0 ? administrator!.id : staff!.id],
          employee_id: `${company.code_company}-${String(position + 1).padStart(3, '0')}`,
          username_user: `${emailName(name)}@${domain}`,
          name_user: name,
          mobile_user: mobile,
          default_branch: null,
          id_group: group?.id ?? null,
          id_role: role?.id ?? null,
        },
        context,
      );
    }
  }
}
