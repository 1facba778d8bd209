-- Attachments stored before groups existed kept the group's name in `title` and showed their
-- file name: the group takes the old title, the title becomes the file name without `.pdf`.
UPDATE "product_attachments" SET "group" = "title", "title" = regexp_replace("filename", '\.pdf$', '', 'i') WHERE "group" = '';
