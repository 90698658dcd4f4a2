CREATE TABLE "social_sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"subject" text,
	"email" text,
	"name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_token" ON "social_sign_ins" USING btree ("kind","token_hash");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expiry" ON "social_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_social_uid" ON "users" USING btree ("social_uid");