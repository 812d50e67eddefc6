import Arch
