import Database from "better-sqlite3";
import pg from "pg";
import { isPostgresUrl } from "~/env.server";

/**
 * What must hold after the soak, read from the database with plain SQL (not the app's code) that
 * both engines run: each check counts the rows that break it.
 */
export type Invariant = { name: string; broken: number; detail: string };

/** Runs a query that answers one number. */
export type CountQuery = (sql: string) => Promise<number>;

/** Statuses of a payment that was fulfilled: completed, or refunded (or being refunded) afterwards. */
const FULFILLED = `('completed', 'refunding', 'refunded')`;

const CHECKS: { name: string; detail: string; sql: string }[] = [
  {
    name: "each paid reference fulfilled exactly once (or flagged for a refund)",
    detail: "paid charges whose payment is not fulfilled with one sale per order (orders completed, or refunded with it), and not flagged 'Refund due'",
    sql: `select count(*) from local_charges c join payments p on p.reference = c.reference
          where c.status = 'success' and not (p.flag like 'Refund due:%' and p.status not in ${FULFILLED}) and (
            p.status not in ${FULFILLED}
            or exists (select 1 from orders o where o.payment_reference = p.reference
                       and (o.payment_status <> case when p.status = 'refunded' then 'refunded' else 'completed' end
                            or (select count(*) from transactions t where t.order_id = o.id) <> 1)))`,
  },
  {
    name: "nothing granted without a paid charge",
    detail: "fulfilled payments whose provider charge is not 'success', or sales for orders of unpaid payments",
    sql: `select (select count(*) from payments p join local_charges c on c.reference = p.reference
                  where p.status in ${FULFILLED} and c.status <> 'success')
               + (select count(*) from transactions t join orders o on o.id = t.order_id where o.payment_status not in ('completed', 'refunded'))`,
  },
  {
    name: "each refund given back once, and only for a refunded payment",
    detail: "refunded local payments without the provider's refund of their amount, or provider refunds of payments neither refunding nor refunded",
    sql: `select (select count(*) from payments p where p.status = 'refunded' and p.provider = 'local'
                  and not exists (select 1 from local_refunds r where r.reference = p.reference and r.amount_cents = p.amount_cents))
               + (select count(*) from local_refunds r join payments p on p.reference = r.reference where p.status not in ('refunding', 'refunded'))`,
  },
  {
    name: "ledger sums = transaction sums",
    detail: "sales without exactly one credit of the vendor's earnings, refunded sales without exactly one reversal (others with any), entries without a sale, or totals that differ",
    sql: `select (select count(*) from transactions t
                  where (select count(*) from ledger_entries l where l.transaction_id = t.id and l.kind = 'sale'
                         and l.amount_cents = t.vendor_earnings_cents and l.vendor_id = t.vendor_id) <> 1)
               + (select count(*) from transactions t
                  where (select count(*) from ledger_entries l where l.transaction_id = t.id and l.kind = 'refund')
                        <> case when t.status = 'refunded' then 1 else 0 end
                     or (t.status = 'refunded') <> ((select o.payment_status from orders o where o.id = t.order_id) = 'refunded'))
               + (select count(*) from ledger_entries l where l.kind in ('sale', 'refund')
                  and not exists (select 1 from transactions t where t.id = l.transaction_id and t.vendor_id = l.vendor_id))
               + case when (select coalesce(sum(amount_cents), 0) from ledger_entries where kind in ('sale', 'refund'))
                           <> (select coalesce(sum(vendor_earnings_cents), 0) from transactions where status <> 'refunded') then 1 else 0 end`,
  },
  {
    name: "credits clear after their sale, reversals never before their credit",
    detail: "sale credits available before the sale, reversals available before the credit they reverse, other entries not available at once",
    sql: `select count(*) from ledger_entries l
          where (l.kind = 'sale' and l.available_at < l.created_at)
             or (l.kind = 'refund' and l.available_at < (select s.available_at from ledger_entries s
                                                          where s.transaction_id = l.transaction_id and s.kind = 'sale'))
             or (l.kind not in ('sale', 'refund') and l.available_at <> l.created_at)`,
  },
  {
    name: "no purchase without a completed order",
    detail: "purchases whose order is missing, not completed (a refunded one included), or of another buyer or prompt",
    sql: `select count(*) from purchases u left join orders o on o.id = u.order_id
          where o.id is null or o.payment_status <> 'completed' or o.buyer_id <> u.user_id or o.prompt_id <> u.prompt_id`,
  },
  {
    name: "no order without its payment",
    detail: "orders whose payment is missing or in another state (a payment being refunded keeps its orders completed)",
    sql: `select count(*) from orders o left join payments p on p.reference = o.payment_reference
          where p.reference is null or (p.status <> o.payment_status and not (p.status = 'refunding' and o.payment_status = 'completed'))`,
  },
  {
    name: "vendors' balances = credits - refunds - holds - payouts",
    detail: "vendors whose ledger sum differs from their sales not refunded minus open withdrawals minus paid ones",
    sql: `select count(*) from vendors v where
            (select coalesce(sum(amount_cents), 0) from ledger_entries l where l.vendor_id = v.id)
            <> (select coalesce(sum(vendor_earnings_cents), 0) from transactions t where t.vendor_id = v.id and t.status <> 'refunded')
             - (select coalesce(sum(amount_cents), 0) from withdrawals w where w.vendor_id = v.id and w.status in ('pending', 'approved', 'paid'))`,
  },
];

export async function checkInvariants(count: CountQuery): Promise<Invariant[]> {
  const invariants: Invariant[] = [];
  for (const { name, detail, sql } of CHECKS) invariants.push({ name, detail, broken: await count(sql) });
  return invariants;
}

/** Counts for the report: what the soak made happen. */
export async function soakCounts(count: CountQuery): Promise<Record<string, number>> {
  const bySoakBuyers = (where = "") => `select count(*) from payments p join users u on u.id = p.buyer_id where u.email like 'soak-%'${where}`;
  return {
    payments: await count(bySoakBuyers()),
    paidCharges: await count(`select count(*) from local_charges where status = 'success' and email like 'soak-%'`),
    completed: await count(bySoakBuyers(" and p.status = 'completed'")),
    refundDue: await count(`select count(*) from payments where flag like 'Refund due:%'`),
    refunded: await count(`select count(*) from payments where status = 'refunded'`),
    failed: await count(bySoakBuyers(" and p.status = 'failed'")),
    cancelled: await count(bySoakBuyers(" and p.status = 'cancelled'")),
    purchases: await count(`select count(*) from purchases u join users b on b.id = u.user_id where b.email like 'soak-%'`),
    webhookEvents: await count(`select count(*) from webhook_events`),
  };
}

/** Opens the soak's database (a SQLite file, read-only, or a PostgreSQL URL) for `use`'s queries. */
export async function withDatabase<T>(databaseUrl: string, use: (count: CountQuery) => Promise<T>): Promise<T> {
  if (isPostgresUrl(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await use(async (sql) => Number(Object.values((await client.query(sql)).rows[0] as object)[0]));
    } finally {
      await client.end();
    }
  }
  const sqlite = new Database(databaseUrl, { readonly: true });
  try {
    return await use(async (sql) => Number(sqlite.prepare(sql).pluck().get()));
  } finally {
    sqlite.close();
  }
}
