-- ADR 103: a balance payment whose transaction kept losing a race gives its charge back and is
-- answered 503; the key keeps how many charges it gave back, so the next run charges under a
-- gateway key of its own (the gateway answers a key it has seen with that refunded charge).
ALTER TABLE "idempotency_records" ADD COLUMN "charges_given_back" integer DEFAULT 0 NOT NULL;
