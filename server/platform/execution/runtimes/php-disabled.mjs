/**
 * What a learner's program may not call, because it cannot work here: processes (php-wasm would
 * ask for a spawn handler, none is set, and a popen() without one never wakes again), mail (it
 * runs sendmail through popen), sockets and network clients (nothing to reach), PHP-wasm's
 * message to JavaScript, loading code and changing the environment. Disabled, they do not
 * exist: a call is PHP's own "Call to undefined function" error inside the run.
 */
export const DISABLED_FUNCTIONS = Object.freeze([
  // processes
  "exec",
  "shell_exec",
  "system",
  "passthru",
  "proc_open",
  "proc_close",
  "proc_get_status",
  "proc_terminate",
  "proc_nice",
  "popen",
  "pclose",
  "pcntl_exec",
  "pcntl_fork",
  // mail
  "mail",
  "mb_send_mail",
  // sockets and network clients
  "fsockopen",
  "pfsockopen",
  "stream_socket_client",
  "stream_socket_server",
  "stream_socket_pair",
  "stream_socket_accept",
  "stream_socket_recvfrom",
  "stream_socket_sendto",
  "stream_socket_enable_crypto",
  "stream_socket_shutdown",
  "socket_create",
  "socket_create_listen",
  "socket_create_pair",
  "curl_init",
  "curl_exec",
  "curl_multi_init",
  "curl_multi_exec",
  "curl_share_init",
  "mysqli_connect",
  "mysqli_real_connect",
  "ftp_connect",
  "ftp_ssl_connect",
  "get_headers",
  // php-wasm's bridge to JavaScript
  "post_message_to_js",
  // code, environment and the process's limits
  "dl",
  "putenv",
  "set_time_limit",
  "ignore_user_abort",
]);
