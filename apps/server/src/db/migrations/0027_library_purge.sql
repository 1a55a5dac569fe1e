-- Library purge (modules/library/README.md): a deleted file's bytes are removed after its
-- retention; the row stays, with when it was purged, beside its audit rows.
alter table library_files add column purged_at timestamptz;
