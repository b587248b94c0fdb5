import { randomUUID } from 'node:crypto';
import type { RegistrationCustomer } from '../../src/schemas/auth';
import type { SandboxDatabase } from './open-database';
import type { CustomerRow } from './rows';

/** A registration customer without its password, plus the stored hash. */
export type NewCustomer = Omit<RegistrationCustomer, 'Password'> & { passwordHash: string };

/** Guest accounts. Emails are unique regardless of case. */
export function createCustomersRepo(db: SandboxDatabase) {
  const selectByEmail = db.prepare<[string], CustomerRow>(
    'SELECT * FROM customers WHERE email = ? COLLATE NOCASE',
  );
  const selectById = db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO customers (guid, first_name, last_name, salutation, email, password_hash,
       date_of_birth, no_email, no_mail, no_call, no_sms, address_json, phone_json, created_at,
       confirmed)
     VALUES (@guid, @first_name, @last_name, @salutation, @email, @password_hash,
       @date_of_birth, @no_email, @no_mail, @no_call, @no_sms, @address_json, @phone_json,
       @created_at, @confirmed)`,
  );
  const confirm = db.prepare<[number]>(
    'UPDATE customers SET confirmed = 1 WHERE id = ? AND confirmed = 0',
  );

  return {
    findByEmail: (email: string): CustomerRow | undefined => selectByEmail.get(email.trim()),
    findById: (id: number): CustomerRow | undefined => selectById.get(id),
    /**
     * Inserts the customer; throws a SQLITE_CONSTRAINT_UNIQUE error on a duplicate email. A
     * registration passes `confirmed: false` (no login until its link is opened).
     */
    create(customer: NewCustomer, now: number, { confirmed = true } = {}): CustomerRow {
      const row: Omit<CustomerRow, 'id'> = {
        guid: randomUUID(),
        first_name: customer.Name.FirstName,
        last_name: customer.Name.LastName,
        salutation: customer.Name.Salutation,
        email: customer.EmailAddress,
        password_hash: customer.passwordHash,
        date_of_birth: customer.DateOfBirth,
        no_email: customer.NoEmail,
        no_mail: customer.NoMail,
        no_call: customer.NoCall,
        no_sms: customer.NoSMS,
        address_json: JSON.stringify(customer.Address[0]),
        phone_json: JSON.stringify(customer.Phone[0]),
        created_at: now,
        confirmed: confirmed ? 1 : 0,
      };
      const { lastInsertRowid } = insert.run(row);
      const created = selectById.get(Number(lastInsertRowid));
      if (!created) throw new Error('Customer insert failed');
      return created;
    },
    /** Marks the address confirmed; false when it already was. */
    confirm: (id: number): boolean => confirm.run(id).changes === 1,
    count: (): number =>
      db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM customers').get()?.n ?? 0,
  };
}
export type CustomersRepo = ReturnType<typeof createCustomersRepo>;

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
