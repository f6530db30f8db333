ALTER TABLE "shipping_methods" ADD COLUMN "free_over" numeric(12, 2);
