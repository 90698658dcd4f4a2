CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"image" text,
	"published_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educational_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"documents" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_likes" (
	"expert_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_likes_expert_id_user_id_pk" PRIMARY KEY("expert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"expertizes" text[] DEFAULT '{}' NOT NULL,
	"stars" numeric(2, 1) NOT NULL,
	"session_price" numeric(14, 2) NOT NULL,
	"base_likes" integer DEFAULT 0 NOT NULL,
	"image" text,
	"about_message" text,
	"profile_message" text
);
--> statement-breakpoint
CREATE TABLE "learning_trails" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"img_url" text,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"about_message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_likes" ADD CONSTRAINT "expert_likes_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_likes" ADD CONSTRAINT "expert_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;