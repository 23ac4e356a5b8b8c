CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_valid" CHECK ("account_tokens"."purpose" in ('activation', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"addressing" varchar(50) DEFAULT '' NOT NULL,
	"address" varchar(250) DEFAULT '' NOT NULL,
	"zip" varchar(50) DEFAULT '' NOT NULL,
	"city" varchar(250) DEFAULT '' NOT NULL,
	"country_id" uuid,
	"company_name" varchar(250) DEFAULT '' NOT NULL,
	"company_registration" varchar(50) DEFAULT '' NOT NULL,
	"company_vat" varchar(50) DEFAULT '' NOT NULL,
	"telephone" varchar(50) DEFAULT '' NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"notification" boolean DEFAULT false NOT NULL,
	"personal_data" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"addressing" varchar(50) DEFAULT '' NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"address" varchar(250) NOT NULL,
	"zip" varchar(50) NOT NULL,
	"city" varchar(250) NOT NULL,
	"country_id" uuid NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"company_name" varchar(250) DEFAULT '' NOT NULL,
	"company_registration" varchar(50) DEFAULT '' NOT NULL,
	"company_vat" varchar(50) DEFAULT '' NOT NULL,
	"telephone" varchar(50) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_kind_valid" CHECK ("user_addresses"."kind" in ('delivery', 'receipt'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "user_addresses_user_kind_idx" ON "user_addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default_uq" ON "user_addresses" USING btree ("user_id","kind") WHERE "user_addresses"."is_default";