-- Audit X5: a due day past the month's end was compared before it was cut to the month's length, so
-- close 30 and due 31 in November (or close 29 and due 30 in February) stored a due date equal to
-- the close date. Such an invoice is due on the due day of the following month, cut the same way
-- (decision 102).
UPDATE "invoices" AS "invoice"
SET "due_date" = (
  date_trunc('month', "invoice"."month") + interval '1 month'
  + (least(
      coalesce("card"."due_day", 1),
      extract(day from date_trunc('month', "invoice"."month") + interval '2 month' - interval '1 day')::int
    ) - 1) * interval '1 day'
)::date
FROM "payments" AS "card"
WHERE "card"."id" = "invoice"."payment_id"
  AND "invoice"."due_date" IS NOT NULL
  AND "invoice"."closing_date" IS NOT NULL
  AND "invoice"."due_date" <= "invoice"."closing_date";
